"""The words of a lesson's navigation line, through the catalogs like every other text (``tools/lessonkit.py``
builds the line; ``tools/build_lessons.py`` calls it for each language).

>>> from tutor import i18n
>>> with i18n.language("zh-hant"):
...     str(lesson_of(3, 9)), str(next_title("單張 · 對子 · 拖拉機"))
('第 3 課，共 9 課', '下一課：單張 · 對子 · 拖拉機 →')
"""

from __future__ import annotations

from ..i18n import LANGUAGES, Text, domain

t, tn = domain("tutor")

#: Each language's own name, as its readers write it (never translated: a reader looks for their own): the tutor's
#: list of languages, so a language added there is named here too.
NAMES = LANGUAGES


def lesson_of(n: int, m: int) -> Text:
    return t("Lesson {n} of {m}", n=n, m=m)


def previous_title(title: str) -> Text:
    return t("← Previous: {title}", title=title)


def next_title(title: str) -> Text:
    return t("Next: {title} →", title=title)


def last_lesson() -> Text:
    return t("Last lesson of this game")


def practise_this() -> Text:
    """The link to the game's practice page (``tutor.practice``: drills the engine makes for the lesson's skills)."""
    return t("Practise this →")


def all_lessons() -> Text:
    return t("All lessons")
