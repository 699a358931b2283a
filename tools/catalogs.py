#!/usr/bin/env python
"""Extract, update, check and compile the message catalogs (Babel) of ``tutor.i18n``.

Every module that says ``t, tn = i18n.domain("<name>")`` belongs to that domain; its ``t("...")`` and
``tn("...", "...", n)`` calls are the messages. One ``.po`` per domain and language::

    tutor/locale/zh/LC_MESSAGES/<domain>.po     # written by people (the translations)
    tutor/locale/zh/LC_MESSAGES/<domain>.mo     # compiled from it, committed so an installed tutor speaks zh

    .venv/bin/python tools/catalogs.py            # extract, merge new messages into the .po, compile the .mo
    .venv/bin/python tools/catalogs.py --check    # exit 1 if a message lacks its translation or a .mo is stale

``make catalogs`` runs the first; the test suite runs the check (``tests/test_catalogs.py``).

The 繁體中文 catalogs ``tutor/locale/zh_Hant/LC_MESSAGES/<domain>.po`` (and ``.mo``) are written from the
简体中文 ones by OpenCC with Taiwan phrasing and the card-table words of ``tools/hant.py``; do not edit them:
fix a word in ``tools/hant.py`` (or the 简体中文 ``.po``) and run the tool again. ``--check`` fails when
one is not the conversion of its 简体中文 catalog.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import datetime
import io
import json
import re
import string
import sys
from collections import defaultdict
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract as babel_extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tutor"
LOCALE = SOURCES / "locale"
LANGS = ("zh",)
#: Catalogs built from another: {language folder: (the one it is built from, the conversion)}.
BUILT = {"zh_Hant": "zh"}
KEYWORDS = {"t": (1,), "tn": (1, 2)}
STAMP = datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)  # fixed, so an unchanged catalog stays unchanged
_DOMAIN = re.compile(r"""\bdomain\(\s*["'](\w+)["']\s*\)""")


def domains() -> dict[str, list[Path]]:
    """``{domain: [module, ...]}`` for every module under ``tutor/`` that makes messages."""
    found: dict[str, list[Path]] = defaultdict(list)
    for path in sorted(SOURCES.rglob("*.py")):
        names = set(_DOMAIN.findall(path.read_text(encoding="utf-8")))
        if path.name == "i18n.py":
            names = {"tutor"}  # its docstring examples use the tutor domain
        if len(names) > 1:
            raise SystemExit(f"{path}: a module belongs to one domain, found {sorted(names)}")
        for name in names:
            found[name].append(path)
    return dict(found)


def extract(paths: list[Path], name: str) -> Catalog:
    """The template catalog of one domain: every message with where it is used."""
    cat = Catalog(domain=name, project="Trick Tutor", charset="utf-8", creation_date=STAMP)
    for path in paths:
        # Babel warns of every f-string inside a t(...) call, including the harmless keyword values
        # (``field=f"{a}.{b}"``); :func:`dynamic_messages` finds the real mistakes precisely instead
        with path.open("rb") as f, contextlib.redirect_stderr(io.StringIO()):
            for lineno, message, comments, _context in babel_extract("python", f, KEYWORDS, ["i18n:"], {}):
                cat.add(message, locations=[(str(path.relative_to(ROOT)), lineno)], auto_comments=comments)
    return cat


def dynamic_messages(paths: list[Path]) -> list[str]:
    """Calls ``t(...)``/``tn(...)`` whose English text is not a plain string literal (an f-string, a
    variable, a ``+``): they cannot be extracted, so they would silently stay English in every language."""
    out = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        # Babel does not look inside an f-string's fields: a t(...) there is never extracted
        hidden = {id(n) for f in ast.walk(tree) if isinstance(f, ast.JoinedStr) for n in ast.walk(f)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in KEYWORDS):
                continue
            if id(node) in hidden:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                out.append(f"{where}:{node.lineno}: {node.func.id}() inside an f-string is not extracted: "
                           f"give the message a name first (text = t(...)), then use {{text}}")
                continue
            wanted = KEYWORDS[node.func.id]
            texts = [node.args[i - 1] if len(node.args) >= i else None for i in wanted]
            if all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in texts):
                continue
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            out.append(f"{where}:{node.lineno}: {node.func.id}() needs its English text as a "
                       f"plain string literal, with named fields: t(\"... {{name}} ...\", name=...)")
    return out


def po_path(name: str, lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{name}.po"


def load(name: str, lang: str) -> Catalog:
    path = po_path(name, lang)
    if path.exists():
        with path.open("rb") as f:
            return read_po(f, locale=lang, domain=name)
    return Catalog(locale=lang, domain=name, project="Trick Tutor", charset="utf-8", creation_date=STAMP,
                   revision_date=STAMP)


def words_of(name: str, locations: list[tuple[str, int]]) -> str:
    """Whose table words (``tools/hant.py``) a message of domain ``name`` takes: the domain's own, but in the
    drills' domain (``practice``, one module per game) the game of the one module that uses it, so a bridge
    drill says 夢家 and 賭倍 like the bridge lessons; a message several games share takes none.

    >>> words_of("practice", [("tutor/practice/bridge.py", 63)]), words_of("bridge", [("tutor/x.py", 1)])
    ('bridge', 'bridge')
    >>> words_of("practice", [("tutor/practice/cardplay.py", 38), ("tutor/practice/bridge.py", 9)])
    'practice'
    """
    if name == "bidding":
        return "bridge"  # the bidding systems speak the bridge table's words (賭倍, 夢家)
    if name != "practice":
        return name
    games = {Path(path).stem for path, _ in locations if Path(path).parent.name == "practice"}
    return games.pop() if len(games) == 1 else name


def hant(cat: Catalog, name: str) -> Catalog:
    """The 繁體中文 catalog converted from the 简体中文 ``cat`` of domain ``name`` (``tools/hant.py``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import hant as convert

    out = Catalog(domain=name, locale="zh_Hant_TW", project="Trick Tutor", charset="utf-8",
                  creation_date=STAMP, revision_date=STAMP, fuzzy=False)
    for m in cat:
        if not m.id:
            continue
        game = words_of(name, m.locations)
        string = (tuple(convert.convert(x, game) for x in m.string) if isinstance(m.string, tuple)
                  else convert.convert(m.string or "", game))
        out.add(m.id, string, locations=m.locations, flags=m.flags, auto_comments=m.auto_comments,
                context=m.context)
    return out


def compiled(cat: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, cat)
    return out.getvalue()


def fields(text: str) -> set[str]:
    """The ``{name}`` fields of a message (what a translation must keep)."""
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


def problems(cat: Catalog, template: Catalog) -> list[str]:
    """What is wrong with a translated catalog against its template."""
    out = []
    for message in template:
        if not message.id:
            continue
        ours = cat.get(message.id)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        where = ", ".join(f"{p}:{n}" for p, n in message.locations[:2])
        if ours is None or not ours.string or (isinstance(ours.string, tuple) and not all(ours.string)):
            out.append(f"untranslated ({where}): {ids[0]!r}")
            continue
        if ours.fuzzy:
            out.append(f"fuzzy, check it ({where}): {ids[0]!r}")
        strings = ours.string if isinstance(ours.string, tuple) else (ours.string,)
        want = set().union(*(fields(i) for i in ids))
        for s in strings:
            try:
                got = fields(s)
            except ValueError as err:
                out.append(f"bad braces in the translation of {ids[0]!r}: {err}")
                continue
            if got != want:
                out.append(f"the translation of {ids[0]!r} has fields {sorted(got)}, the English {sorted(want)}")
    return out


def fill(name: str, translations: dict[str, str], lang: str = "zh") -> None:
    """Set translations by English msgid (a plural message takes one string: Chinese has one form)."""
    cat = load(name, lang)
    unknown = [k for k in translations if cat.get(k) is None and not any(
        isinstance(m.id, tuple) and m.id[0] == k for m in cat)]
    if unknown:
        raise SystemExit(f"not messages of {name} (run tools/catalogs.py first?): {unknown[:5]}")
    for message in cat:
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        if key in translations:
            value = translations[key]
            message.string = (value,) if isinstance(message.id, tuple) else value
            message.flags.discard("fuzzy")
    with po_path(name, lang).open("wb") as f:
        write_po(f, cat, width=110, sort_output=False, include_previous=False, ignore_obsolete=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="check only: every message translated, .mo current")
    parser.add_argument("--domain", action="append", help="only this domain (repeatable)")
    parser.add_argument("--fill", metavar="JSON", type=Path,
                        help='add translations {"English msgid": "中文", ...} to the --domain catalog, then compile')
    args = parser.parse_args(argv)
    if args.fill:
        if not args.domain or len(args.domain) != 1:
            parser.error("--fill needs exactly one --domain")
        fill(args.domain[0], json.loads(args.fill.read_text(encoding="utf-8")))
    status = 0
    for name, paths in sorted(domains().items()):
        if args.domain and name not in args.domain:
            continue
        template = extract(paths, name)
        for lang in LANGS:
            cat = load(name, lang)
            if not args.check:
                cat.update(template, no_fuzzy_matching=True)
                cat.creation_date = cat.revision_date = STAMP
                cat.fuzzy = False
                po_path(name, lang).parent.mkdir(parents=True, exist_ok=True)
                with po_path(name, lang).open("wb") as f:
                    write_po(f, cat, width=110, sort_output=False, include_previous=False, ignore_obsolete=True)
                cat = load(name, lang)
            found = problems(cat, template) + dynamic_messages(paths)
            if args.check:
                obsolete = [m.id for m in cat if m.id and template.get(m.id) is None]
                found += [f"not used any more, remove it: {o!r}" for o in obsolete]
                mo = po_path(name, lang).with_suffix(".mo")
                if not mo.exists() or mo.read_bytes() != compiled(cat):
                    found.append(f"{mo.relative_to(ROOT)} is not compiled from its .po: run tools/catalogs.py")
            else:
                po_path(name, lang).with_suffix(".mo").write_bytes(compiled(cat))
            count = len([m for m in template if m.id])
            print(f"{name} [{lang}]: {count} messages, {len(found)} problem(s)")
            for p in found[:40]:
                print("   ", p)
            if len(found) > 40:
                print(f"    ... and {len(found) - 40} more")
            if found and args.check:
                status = 1
            if lang in BUILT.values():
                status |= write_built(name, cat, check=args.check)
    return status


def write_built(name: str, cat: Catalog, check: bool) -> int:
    """Write (or, with ``check``, compare) the 繁體中文 catalog of domain ``name`` converted from ``cat``."""
    converted = hant(cat, name)
    po = po_path(name, "zh_Hant")
    buf = io.BytesIO()
    write_po(buf, converted, width=110, sort_output=False, include_previous=False, ignore_obsolete=True)
    text, mo = buf.getvalue(), compiled(converted)
    if check:
        if not po.exists() or po.read_bytes() != text or po.with_suffix(".mo").read_bytes() != mo:
            print(f"    {po.relative_to(ROOT)} is not the conversion of its 简体中文 catalog: run tools/catalogs.py")
            return 1
        return 0
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_bytes(text)
    po.with_suffix(".mo").write_bytes(mo)
    print(f"{name} [zh_Hant]: converted from zh")
    return 0


if __name__ == "__main__":
    sys.exit(main())
