# Builds scenectl in release mode and installs it (README.md, "Install"):
#
#   make install                    # /usr/local/bin/scenectl (sudo where that needs it)
#   make install PREFIX=$HOME/.local
#   make uninstall
#
# SCENECTL names the binary to install (default: the release build, made when absent);
# DESTDIR stages the install under another root, as packagers do.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SCENECTL ?= .build/release/scenectl

.PHONY: build install uninstall

build:
	swift build -c release --product scenectl

.build/release/scenectl:
	swift build -c release --product scenectl

install: $(SCENECTL)
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$(SCENECTL)" "$(DESTDIR)$(BINDIR)/scenectl"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/scenectl"
