"""The lesson library for the landing page: lessons grouped by game, read from notebook metadata.

Each lesson notebook carries ``{"tutor": {"title": ..., "summary": ...}}`` in its metadata.  A
game without lessons is still listed (as "coming soon").  The Voilà template renders this list;
``page_config_hook`` hands it to the template (see ``share/config/voila.py``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

#: Games in the order the landing page shows them: folder, title, Chinese name, one line.
GAMES = (
    ("basics", "Basics", "", "Tricks, suits, following suit and trumps: start here."),
    ("spades", "Spades", "黑桃", "A partnership game: bid your tricks, and spades are always trumps."),
    ("gongzhu", "Gong Zhu", "拱猪", "Chase the pig: avoid hearts and the ♠Q, or collect them all."),
    ("bridge", "Bridge", "桥牌", "Contract bridge as played on QQ: bidding, play and scoring."),
    ("wang27", "27 Wang", "二七王", "Two decks, jokers and 2s and 7s as trumps: a team game from China."),
)


def lesson_info(path: Path) -> dict[str, str]:
    """Title and one-line summary from a notebook's metadata (falling back to its file name)."""
    try:
        meta = json.loads(path.read_text(encoding="utf-8")).get("metadata", {}).get("tutor", {})
    except (OSError, ValueError):
        meta = {}
    title = meta.get("title") or path.stem.replace("-", " ").lstrip("0123456789 ").capitalize()
    return {"title": str(title), "summary": str(meta.get("summary", ""))}


def lesson_catalog(root: str | Path) -> list[dict[str, Any]]:
    """``[{"game", "title", "zh", "blurb", "lessons": [{"path", "title", "summary"}]}]`` in game order.

    >>> [g["game"] for g in lesson_catalog("/nonexistent")]
    ['basics', 'spades', 'gongzhu', 'bridge', 'wang27']
    """
    root = Path(root)
    out = []
    for folder, title, zh, blurb in GAMES:
        lessons = []
        for nb in sorted((root / folder).glob("*.ipynb")):
            if nb.name.startswith(".") or ".ipynb_checkpoints" in nb.parts:
                continue
            lessons.append({"path": f"{folder}/{nb.name}", **lesson_info(nb)})
        out.append({"game": folder, "title": title, "zh": zh, "blurb": blurb, "lessons": lessons})
    return out


def page_config_hook(page_config: dict[str, Any], *, settings: dict[str, Any] | None = None,
                     notebook_path: str = "", **_: Any) -> dict[str, Any]:
    """Voilà ``page_config_hook``: add the lesson catalog when a folder (the landing page) is shown."""
    settings = settings or {}
    manager = settings.get("contents_manager")
    root = Path(getattr(manager, "root_dir", None) or settings.get("server_root_dir") or ".").expanduser()
    if not notebook_path or (root / notebook_path).is_dir():
        page_config["tutorCatalog"] = lesson_catalog(root)
    return page_config
