import NarrowKit
print(Narrow.version, parseCheck("let x = 1\nlet y = 2"))
