"""Checks the links of the user guide as mdBook built it.

Usage: python3 scripts/book-links.py target/book

Every relative link of every page must lead somewhere: within the book to a
page that exists and, with a `#fragment`, to an id on that page; out of the
book to a file of the repository (the chapters link to README.md,
BENCHMARKS.md and others, which mdBook writes as `.html`: those are read on
the forge). Prints each broken link as `page: link` and exits 1 if any.
"""

import sys
from html.parser import HTMLParser
from pathlib import Path


class Page(HTMLParser):
    """The links and ids of one page."""

    def __init__(self):
        super().__init__()
        self.links = []
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        for name in ("href", "src"):
            value = attrs.get(name)
            if value and tag in ("a", "img"):
                self.links.append(value)


def main(book: Path) -> int:
    book = book.resolve()
    repository = Path(__file__).resolve().parent.parent
    pages = {}
    for path in book.rglob("*.html"):
        page = Page()
        page.feed(path.read_text(encoding="utf-8"))
        pages[path] = page
    chapters = [p for p in pages if p.name not in ("print.html", "toc.html", "404.html")]
    if len(chapters) < 10:
        print(f"{book}: only {len(chapters)} pages built")
        return 1
    broken, checked = [], 0
    for path in chapters:
        for link in pages[path].links:
            if "://" in link or link.startswith(("mailto:", "#", "javascript:")):
                continue
            target, _, fragment = link.partition("#")
            resolved = (path.parent / target).resolve()
            checked += 1
            if resolved.is_relative_to(book):
                if not resolved.exists():
                    broken.append(f"{path.relative_to(book)}: {link}")
                elif fragment and resolved in pages and fragment not in pages[resolved].ids:
                    broken.append(f"{path.relative_to(book)}: {link} (no such heading)")
                continue
            # Out of the book: a file of the repository, as its chapter
            # names it (relative to docs/guide/).
            source = (repository / "docs/guide" / target).resolve()
            if not (source.exists() or source.with_suffix(".md").exists()):
                broken.append(f"{path.relative_to(book)}: {link}")
    for line in broken:
        print(line)
    print(f"book-links: {checked} links on {len(chapters)} pages, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "target/book")))
