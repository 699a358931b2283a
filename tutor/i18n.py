"""Languages: every text the engine and the widgets produce, in English, 简体中文 or 繁體中文.

English is the source text; Chinese comes from gettext catalogs (``tutor/locale/zh/LC_MESSAGES/<domain>.po``,
compiled to ``.mo`` by ``make catalogs``, which runs Babel). One domain per game, and ``tutor`` for the rest,
so a catalog is owned by the people who write that game's rules. 繁體中文 (``zh-hant``) reads
``tutor/locale/zh_Hant``, converted from the 简体中文 catalogs with Taiwan phrasing (``tools/hant.py``).

A message is a :class:`Text`: a ``str`` holding the text in the language current when it was made, which
also remembers its English template and arguments, so ``str(text)`` and ``f"{text}"`` give it in the
language current *now*:

>>> t, tn = domain("tutor")
>>> north = t("North")
>>> line = t("{seat} leads {card}", seat=north, card="♠Q")
>>> line
'North leads ♠Q'
>>> with language("zh"):
...     str(line), f"{north}"
('北家首出♠Q', '北家')
>>> line.in_language("zh-hant")
'北家首出♠Q'
>>> str(line)
'North leads ♠Q'
>>> with language("zh"):
...     tn(" ({cards} is a discard, and discards never win)", " ({cards} are discards, and discards never win)",
...        2, cards="♣3 ♦4")
'（♣3 ♦4是垫牌，垫牌永远赢不了）'
>>> set_language("fr")
Traceback (most recent call last):
...
ValueError: "fr" is not a language of the tutor: choose en (English) or zh (简体中文) or zh-hant (繁體中文)
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["LANGUAGES", "Text", "chinese", "current", "domain", "join", "language", "set_language", "translated"]

#: The languages the tutor speaks, by code.
LANGUAGES = {"en": "English", "zh": "简体中文", "zh-hant": "繁體中文"}
#: The gettext folder of each language (``tutor/locale/<folder>/LC_MESSAGES``).
FOLDER = {"zh": "zh", "zh-hant": "zh_Hant"}
#: Other names a language is asked for by.
ALIASES = {"zh-cn": "zh", "zh-hans": "zh", "zh-sg": "zh", "cn": "zh", "en-us": "en", "en-gb": "en",
           "zh-tw": "zh-hant", "zh-hk": "zh-hant", "zh-mo": "zh-hant", "zh-hant-tw": "zh-hant"}
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_default = "en"
# a context variable so ``with language("zh")`` in one thread does not change another's; the process-wide
# default (``set_language``) is what a lesson's kernel uses, including in widget callbacks
_override: ContextVar[str | None] = ContextVar("tutor_language", default=None)


def _check(code: str) -> str:
    code = str(code).strip().lower().replace("_", "-")
    code = ALIASES.get(code, code)
    if code not in LANGUAGES:
        choices = " or ".join(f"{k} ({v})" for k, v in LANGUAGES.items())
        raise ValueError(f'"{code}" is not a language of the tutor: choose {choices}')
    return code


def current() -> str:
    """The language texts are made in now: ``"en"``, ``"zh"`` or ``"zh-hant"``."""
    return _override.get() or _default


def chinese(lang: str | None = None) -> bool:
    """Whether ``lang`` (default: the current language) is a Chinese one (简体 or 繁體).

    >>> chinese("zh"), chinese("zh-hant"), chinese("en")
    (True, True, False)
    """
    return (lang or current()) != "en"


def set_language(code: str) -> None:
    """Make ``code`` the language of this process (a lesson calls it once, in its first cell)."""
    global _default
    _default = _check(code)


@contextmanager
def language(code: str) -> Iterator[str]:
    """Within the block, texts are made and shown in ``code``; the language before is restored after."""
    token = _override.set(_check(code))
    try:
        yield current()
    finally:
        _override.reset(token)


@cache
def catalog(name: str, lang: str) -> gettext.NullTranslations:
    """The compiled catalog of domain ``name`` in ``lang`` (English, the source, needs none)."""
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation(name, LOCALE_DIR, languages=[FOLDER.get(lang, lang)], fallback=True)


def _render(domain: str, msgid: str, args: dict[str, Any] | None, plural: str | None, n: int,
            parts: tuple[Any, ...] | None, lang: str) -> str:
    """A message's text in ``lang``: a joined one part by part, else its template translated and filled."""
    if parts is not None:
        return "".join(x.in_language(lang) if isinstance(x, Text) else str(x) for x in parts)
    cat = catalog(domain, lang)
    template = cat.gettext(msgid) if plural is None else cat.ngettext(msgid, plural, n)
    if not args:
        return template
    return template.format(**{k: v.in_language(lang) if isinstance(v, Text) else v for k, v in args.items()})


class Text(str):
    """A translatable message (see the module docstring). Compares, hashes and slices as the text it was
    made as; ``str()``, ``format()`` and :meth:`in_language` give it in another language."""

    _domain: str
    _id: str
    _plural: str | None
    _n: int
    _args: dict[str, Any] | None
    _parts: tuple[Any, ...] | None

    def __new__(cls, domain: str, msgid: str, args: dict[str, Any] | None = None, *,
                plural: str | None = None, n: int = 1, parts: tuple[Any, ...] | None = None) -> Text:
        self = super().__new__(cls, _render(domain, msgid, args, plural, n, parts, current()))
        self._domain, self._id, self._plural, self._n, self._args, self._parts = \
            domain, msgid, plural, n, args, parts
        return self

    def in_language(self, lang: str) -> str:
        """This message in ``lang`` (a plain ``str``)."""
        return _render(self._domain, self._id, self._args, self._plural, self._n, self._parts, lang)

    def __str__(self) -> str:
        return self.in_language(current())

    def __format__(self, spec: str) -> str:
        return format(self.in_language(current()), spec)

    def __add__(self, other: Any) -> Text:  # type: ignore[override]
        if not isinstance(other, str):
            return NotImplemented
        return Text("", "", parts=(self, other))

    def __radd__(self, other: Any) -> Text:
        if not isinstance(other, str):
            return NotImplemented
        return Text("", "", parts=(other, self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self._domain, self._id, self._args, self._plural, self._n, self._parts))


def _rebuild(domain: str, msgid: str, args: dict[str, Any] | None, plural: str | None, n: int,
             parts: tuple[Any, ...] | None) -> Text:
    return Text(domain, msgid, args, plural=plural, n=n, parts=parts)


def domain(name: str) -> tuple[Callable[..., Text], Callable[..., Text]]:
    """``t, tn = domain("spades")``: ``t(msgid, **args)`` and ``tn(singular, plural, n, **args)`` make
    :class:`Text` in that catalog. ``tools/catalogs.py`` finds the messages by these two names."""

    def t(msgid: str, /, **args: Any) -> Text:
        return Text(name, msgid, args or None)

    def tn(singular: str, plural: str, n: int, /, **args: Any) -> Text:
        return Text(name, singular, args or None, plural=plural, n=n)

    return t, tn


def join(sep: str | Text, items: Iterable[Any]) -> Text:
    """``sep.join(items)`` that stays translatable: each item and the separator shown in the language asked.

    >>> t, _ = domain("tutor")
    >>> with language("zh"):
    ...     str(join(", ", [t("North"), t("South")]))
    '北家, 南家'
    """
    parts: list[Any] = []
    for i, item in enumerate(items):
        if i:
            parts.append(sep)
        parts.append(item)
    return Text("", "", parts=tuple(parts))


def translated(value: Any) -> Any:
    """``value`` shown in the current language: a :class:`Text` as ``str``, containers item by item."""
    if isinstance(value, Text):
        return str(value)
    if type(value) in (tuple, list):
        return type(value)(translated(v) for v in value)
    return value


_CJK = re.compile(r"[\u3400-\u9fff]")


def has_chinese(text: str) -> bool:
    """Whether ``text`` holds a Chinese character (the catalog and page tests use it)."""
    return bool(_CJK.search(text))
