"""python3 -m tools.media [--out DIR] [--list | --check] [group ...]

Makes the media files of the groups named (every group when none) under static/, or under DIR.
  --list   prints each file the groups make ("group path"), makes nothing and needs no tool
  --check  prints the tools the groups need and whether each is installed; exit 1 if one is missing
A run exits 1 when a file misses its size limit or a tool is missing.
"""
import argparse, os, sys
from .groups import GROUPS, PACKAGES, has, missing
from .output import Media

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def parse(argv):
    parser = argparse.ArgumentParser(prog='python3 -m tools.media', description='Makes the media files of the site.')
    parser.add_argument('groups', nargs='*', metavar='group', help=f'one of: {" ".join(GROUPS)} (default: all, in that order)')
    parser.add_argument('--out', metavar='DIR', help='write here instead of static/ (same layout: DIR/assets/img/...)')
    what = parser.add_mutually_exclusive_group()
    what.add_argument('--list', action='store_true', help='print the files each group makes, make nothing')
    what.add_argument('--check', action='store_true', help='print the tools the groups need and which are missing')
    args = parser.parse_args(argv)
    for name in args.groups:
        if name not in GROUPS:
            parser.error(f'unknown group {name}; groups: {" ".join(GROUPS)}')
    return args


def check(names, verbose):
    """Prints what is missing (everything with --check); returns True when nothing is."""
    lacking = missing(names)
    if verbose:
        for tool in sorted({tool for name in names for tool in GROUPS[name].NEEDS}):
            print(f'{tool:14} {"ok" if has(tool) else "missing (apt-get install " + PACKAGES[tool] + ")"}')
    if lacking:
        packages = ' '.join(PACKAGES[tool] for tool in lacking)
        print(f'missing {", ".join(lacking)}: run scripts/make-media.sh --install (or apt-get install {packages})', file=sys.stderr)
    return not lacking


def build(names, static):
    """Runs the groups into `static`; returns the problems found (files over their limit, files
    made that the group does not list or listed files it did not make)."""
    media = Media(static)
    try:
        for name in names:
            GROUPS[name].build(media)
    finally:
        media.close()
    listed = {f for name in names for f in GROUPS[name].files()}
    made = set(media.made)
    unlisted = [f'{f}: made but not in its group\'s files()' for f in sorted(made - listed)]
    unmade = [f'{f}: in files() but not made' for f in sorted(listed - made)]
    return media.problems + unlisted + unmade


def main(argv):
    args = parse(argv)
    names = args.groups or list(GROUPS)
    if args.list:
        for name in names:
            for path in GROUPS[name].files():
                print(name, path)
        return 0
    if not check(names, args.check):
        return 1
    if args.check:
        return 0
    problems = build(names, os.path.abspath(args.out) if args.out else os.path.join(REPO, 'static'))
    if problems:
        print('\nFILES OVER THEIR SIZE LIMIT OR NOT AS LISTED:')
        for problem in problems:
            print('  ' + problem)
        return 1
    print('done')
    return 0


sys.exit(main(sys.argv[1:]))
