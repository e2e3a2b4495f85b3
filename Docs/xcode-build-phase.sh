# An Xcode "Run Script" build phase: Narrow's findings appear as warnings and notes in the issue
# navigator and inline in the editor. Uncheck "Based on dependency analysis" so it runs each build.
# Docs/Xcode.md has the set-up, and what to do about User Script Sandboxing.
#
# Xcode runs this with a short PATH (/usr/bin:/bin:/usr/sbin:/sbin and its own tools), so narrow is
# looked for on PATH first, then where Homebrew, Mint and an install in ~/.local put it.
# NARROW=/path/to/narrow (a build setting, or an export above these lines) names it outright.
narrow="${NARROW:-}"
if [ -z "$narrow" ]; then
  narrow=$(command -v narrow 2>/dev/null) || narrow=""
fi
if [ -z "$narrow" ]; then
  for directory in /opt/homebrew/bin /usr/local/bin "$HOME/.local/bin" "$HOME/.mint/bin"; do
    if [ -x "$directory/narrow" ]; then
      narrow="$directory/narrow"
      break
    fi
  done
fi

if [ -n "${NARROW:-}" ] && [ ! -x "$NARROW" ]; then
  echo "warning: NARROW is set to '$NARROW', which is not an executable file"
elif [ -z "$narrow" ]; then
  echo "warning: narrow is not installed (looked on PATH, in /opt/homebrew/bin, /usr/local/bin, ~/.local/bin and ~/.mint/bin); see the Install section of Narrow's README, or set NARROW=/path/to/narrow"
elif [ "${ENABLE_USER_SCRIPT_SANDBOXING:-NO}" = YES ] && [ "${SCRIPT_INPUT_FILE_LIST_COUNT:-0}" = 0 ] && [ "${SCRIPT_INPUT_FILE_COUNT:-0}" = 0 ]; then
  # A sandboxed script reads only the files it declares as inputs: without any, narrow reads nothing.
  echo "warning: User Script Sandboxing is on for this target and the Narrow phase declares no input files, so it cannot read the sources; set User Script Sandboxing to No, or give the phase an input file list of the Swift files (Narrow's Docs/Xcode.md)"
else
  "$narrow" scan --format xcode --color never "$SRCROOT"
fi
