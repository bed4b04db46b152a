"""Every relative link to a page or a picture in the README and docs/ leads to a file, and to a heading there.

Links to code paths are left alone: a module may move while the pages naming it stay right.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
CHECKED_SUFFIXES = (".md", ".png")


def prose_lines(text: str) -> list[str]:
    """The page's lines outside fenced code blocks, where a bracket or a hash means nothing."""
    lines, fenced = [], False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(line)
    return lines


def heading_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]{1,2}(?=\S)|(?<=\S)[`*_]{1,2}", "", heading.strip()).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors_of(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    anchors = set()
    for line in prose_lines(page.read_text(encoding="utf-8")):
        match = re.match(r"#{1,6}\s+(.*)", line)
        if not match:
            continue
        anchor = heading_anchor(match.group(1))
        count = seen.get(anchor, 0)
        seen[anchor] = count + 1
        anchors.add(anchor if count == 0 else f"{anchor}-{count}")
    return anchors


def links_of(page: Path) -> list[str]:
    return [target for line in prose_lines(page.read_text(encoding="utf-8")) for target in LINK.findall(line)]


def broken_links(page: Path) -> list[str]:
    broken = []
    for target in links_of(page):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):
            continue  # a web address or mail link
        path_part, _, anchor = target.partition("#")
        if path_part and not path_part.endswith(CHECKED_SUFFIXES):
            continue
        linked = (page.parent / path_part).resolve() if path_part else page
        if not linked.is_file():
            broken.append(f"{target}: no such file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors_of(linked):
            broken.append(f"{target}: no such heading")
    return broken


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_every_relative_link_resolves(page: Path) -> None:
    assert broken_links(page) == []


def test_the_pages_link_to_each_other() -> None:
    """The README reaches every page of docs/, so none is stranded."""
    readme_targets = {target.partition("#")[0] for target in links_of(ROOT / "README.md")}
    assert {f"docs/{page.name}" for page in PAGES[1:]} <= readme_targets


def test_a_broken_link_and_a_missing_heading_are_reported(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Other page\n\n## Café kiosk: the `PIN`\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("# Page\n[a](other.md#café-kiosk-the-pin) [b](other.md#nowhere) [c](gone.md) [d](#page)\n"
                    "[e](code/module.py) [f](https://example.org/x.md)\n```\n[g](inside-code.md)\n```\n",
                    encoding="utf-8")
    assert broken_links(page) == ["other.md#nowhere: no such heading", "gone.md: no such file"]


def test_the_readme_stays_short() -> None:
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 400
