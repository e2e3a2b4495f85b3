# An Xcode "Run Script" build phase: Narrow's findings appear as warnings and notes in the issue
# navigator and inline in the editor. Uncheck "Based on dependency analysis" so it runs each build.
if command -v narrow >/dev/null 2>&1; then
  narrow scan --format xcode --color never "$SRCROOT"
else
  echo "warning: narrow is not installed; see the Install section of Narrow's README"
fi
