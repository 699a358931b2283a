"""The engines' shared pieces of speed, kept in rooms of their own: the legal-action views are built only
through ``tutor.games.legal``'s public constructors (no module writes their private slots), values
remembered between calls live in one memo (``tutor.games.memo.IdentityMemo``, no identity dictionaries of
a module's own), "which card wins a one-card trick" is one rule (``tutor.tricks.winning_index``), and every kernel,
the pure-Python ``kernel.py`` and the compiled ``.pyx`` alike, keeps the kernel contract (``tutor.games.kernel``:
no private imports, no other object's private attributes read or slots written, no tuple field read by its
number)."""

from __future__ import annotations

import ast
import gc
import random
import re
import weakref
from pathlib import Path

import pytest

from tests import source_tree
from tutor.cards import DECK_52, Card
from tutor.games.legal import Computed, LegalActions, ReadyActions, ready
from tutor.games.memo import IdentityMemo
from tutor.tricks import Trick, winning_index

ROOT = Path(__file__).resolve().parent.parent / "tutor"
#: the private slots of ``LegalActions``
SLOTS = set(LegalActions.__slots__)


def _modules() -> list[Path]:
    return sorted(ROOT.rglob("*.py"))


def test_no_module_but_legal_writes_the_slots_of_a_legal_view():
    """No engine module assigns an attribute named as a slot of ``LegalActions`` (the widgets, which build no
    views, have their own ``_state`` attributes and are not engines)."""
    writes = []
    for path in sorted((ROOT / "games").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        # (only a module that names a slot after a dot can assign one: the others are not parsed)
        if path == ROOT / "games" / "legal.py" or not re.search(rf"\.\s*(?:{'|'.join(SLOTS)})\b", text):
            continue
        for node in source_tree.nodes(text):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign | ast.AugAssign) else []
            for target in targets:
                for t in ast.walk(target):
                    if isinstance(t, ast.Attribute) and t.attr in SLOTS:
                        writes.append(f"{path.relative_to(ROOT)}:{t.lineno} .{t.attr}")
    assert writes == []


def test_no_module_but_the_memo_keys_a_dictionary_by_identity():
    found = []
    for path in _modules():
        text = path.read_text(encoding="utf-8")
        if path == ROOT / "games" / "memo.py" or not re.search(r"\bid\b", text):  # (no name id: nothing to parse)
            continue
        for node in source_tree.nodes(text):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_the_public_constructors_build_views_that_behave_as_legal_actions():
    class Toy:
        def check(self, action):
            return None if action in ("SA", "H2") else "no"

    for view in (ready(Toy(), ("SA", "H2")), ReadyActions(Toy(), ("SA", "H2"))):
        assert isinstance(view, LegalActions) and view == LegalActions(Toy(), ["H2", "SA"])
        assert len(view) == 2 and "SA" in view and "D3" not in view and bool(view)
        assert view.choice(random.Random(1)) == random.Random(1).choice(("SA", "H2"))
    assert not ready(Toy(), ()) and len(ready(Toy(), ())) == 0

    class Odd(Computed):
        __slots__ = ()

        def _list(self):
            return iter(("SA", "H2"))

    odd = Odd(Toy())
    assert list(odd) == ["SA", "H2"] and len(odd) == 2 and "H2" in odd and odd == {"H2", "SA"}
    assert odd.choice(random.Random(3)) in ("SA", "H2")


def test_the_memo_answers_for_the_very_object_only_and_keeps_it_alive():
    class Key:  # hashable by identity, weakly referenceable
        pass

    memo: IdentityMemo[Key, int] = IdentityMemo(keep=3)
    keys = [Key() for _ in range(3)]
    for n, key in enumerate(keys):
        assert memo.get(key) is None
        assert memo.put(key, n) == n
    assert [memo.get(k) for k in keys] == [0, 1, 2] and len(memo) == 3
    # a remembered object stays alive (its id cannot be reused for another object while remembered)
    probe = Key()
    memo.put(probe, 9)
    ref = weakref.ref(probe)
    del probe
    gc.collect()
    assert ref() is not None and memo.get(ref()) == 9
    # full: the memo started afresh before the fourth key, so the first three are forgotten
    assert len(memo) == 1 and memo.get(keys[0]) is None
    memo.clear()
    gc.collect()
    assert ref() is None and len(memo) == 0
    last: IdentityMemo[object, str] = IdentityMemo(keep=1)
    a, b = object(), object()
    last.put(a, "a")
    assert last.get(a) == "a" and last.get(b) is None
    last.put(b, "b")
    assert last.get(a) is None and last.get(b) == "b" and len(last) == 1
    with pytest.raises(ValueError):
        IdentityMemo(keep=0)


def test_equal_but_distinct_objects_are_never_mixed_up():
    memo: IdentityMemo[tuple, int] = IdentityMemo(keep=8)
    rng = random.Random(4)
    for n in range(2000):
        key = tuple(rng.sample(range(9), 3))
        memo.put(key, n)
        assert memo.get(key) == n and memo.get(tuple(list(key))) is None


def _naive_winner(cards: list[Card], trump: str | None) -> int:
    """The rule as a beginner states it: the highest trump played, else the highest card of the suit led."""
    trumps = [i for i, c in enumerate(cards) if c.suit == trump]
    pool = trumps or [i for i, c in enumerate(cards) if c.suit == cards[0].suit]
    return max(pool, key=lambda i: cards[i].rank)


def test_one_trick_rule_for_every_one_card_trick_game():
    """``winning_index`` is the rule; ``Trick.winner`` asks it; the games' kernels ask it too (see
    ``tests/<game>/test_*fast*``): here it is checked against the rule stated plainly."""
    rng = random.Random(2)
    for _ in range(3000):
        cards = rng.sample(DECK_52, rng.randint(1, 4))
        trump = rng.choice([None, "S", "H", "D", "C"])
        assert winning_index(cards, trump) == _naive_winner(cards, trump)
        trick = Trick.played("W", cards, trump=trump)
        assert trick.winner() == trick.plays[_naive_winner(cards, trump)][0]


def test_no_engine_keeps_its_own_copy_of_the_trick_rule():
    """Each one-card-trick engine's module for playing cards names ``winning_index``."""
    for rel in ("games/spades/kernel.py", "games/gongzhu/kernel.py", "games/bridge/kernel.py", "tricks.py"):
        assert "winning_index(" in (ROOT / rel).read_text(encoding="utf-8"), rel


# -- the compiled kernels (.pyx) under the same rules ------------------------------------------------------------
# Cython is not Python: ``ast`` cannot read a .pyx, so these rules read its text (comments and docstrings left out).

PYX = sorted(ROOT.rglob("*.pyx"))
_COMMENT = re.compile(r"#[^\n]*")
_DOCSTRING = re.compile(r'"""(?:.|\n)*?"""')


def _code(path: Path) -> str:
    return _COMMENT.sub("", _DOCSTRING.sub('""', path.read_text(encoding="utf-8")))


def test_the_pyx_files_are_scanned():
    assert {p.relative_to(ROOT).as_posix() for p in PYX} >= {
        "ccards.pyx", "games/clegal.pyx", "games/spades/ckernel.pyx", "games/gongzhu/ckernel.pyx",
        "games/bridge/ckernel.pyx", "games/wang27/ckernel.pyx"}


def test_no_compiled_kernel_writes_the_slots_of_a_legal_view():
    """As :func:`test_no_module_but_legal_writes_the_slots_of_a_legal_view`, in the .pyx files (``clegal.pyx``, the
    compiled half of ``legal.py``, included: it builds views through the public constructors too)."""
    slots = "|".join(re.escape(s) for s in SLOTS)
    write = re.compile(rf"\.({slots})\s*(?:[-+*/|&]?=)(?!=)")
    found = [f"{p.relative_to(ROOT)}: .{m.group(1)}" for p in PYX for m in write.finditer(_code(p))]
    assert found == []


def test_no_compiled_kernel_keys_a_dictionary_by_identity():
    found = [f"{p.relative_to(ROOT)}" for p in PYX if re.search(r"(?<![\w.])id\(", _code(p))]
    assert found == []


def test_the_pyx_rules_find_what_they_look_for(tmp_path):
    """The two scans above, on a file that breaks both rules (and on a comment that only names them)."""
    bad = tmp_path / "bad.pyx"
    bad.write_text("# view._items = 1 and id(x) in a comment\ncdef f(v):\n    v._items = ()\n    return {id(v): 1}\n")
    slots = "|".join(re.escape(s) for s in SLOTS)
    assert re.findall(rf"\.({slots})\s*(?:[-+*/|&]?=)(?!=)", _code(bad)) == ["_items"]
    assert len(re.findall(r"(?<![\w.])id\(", _code(bad))) == 1


# -- the kernel contract (tutor/games/kernel.py), in the .py kernels and the .pyx files alike ----------------------
# Each rule is a function from a file's code (comments and docstrings left out) to what breaks it; the tests below run
# each on every kernel, and each on a planted snippet that breaks it (so a rule that found nothing could still fail).

#: Every kernel: the compiled ones and the shared compiled halves (the .pyx files), and the pure-Python references.
KERNELS = PYX + sorted(ROOT.glob("games/*/kernel.py"))
#: ``clegal.pyx`` is the compiled half of ``legal.py``: legal.py hands it its own slot descriptors (``bind``), and it
#: fills a ready view's two slots through them, as legal.py's constructors would. Nothing else may.
SLOT_OWNER = ROOT / "games" / "clegal.pyx"


def _imports(code: str) -> list[tuple[str, str]]:
    """(module, name) of each ``from module (c)import name [as alias]``, parenthesised lists included."""
    found = []
    for m in re.finditer(r"^from\s+(\S+)\s+c?import\s+(\([^)]*\)|[^\n]+)", code, re.M):
        for item in m.group(2).strip("()").replace("\\\n", " ").split(","):
            if item.strip():
                found.append((m.group(1), item.split(" as ")[0].strip()))
    return found


def private_imports(code: str) -> list[str]:
    """``from .x import _name``: another module's private name (a dunder is not private)."""
    return [f"{module} {name}" for module, name in _imports(code) if name.startswith("_") and not name.startswith("__")]


def private_attributes(code: str) -> list[str]:
    """``thing._name`` (read, call or write) on anything but ``self``: another object's private attribute, such as
    a private hook of the state (``state._apply_other(...)``) or a view's slot."""
    return [m.group(0) for m in re.finditer(r"(?:\b(\w+)|\))\.(_[A-Za-z]\w*)\b(?!__)", code)
            if m.group(1) != "self" and not m.group(2).startswith("__")]


def slot_writes(code: str) -> list[str]:
    """An attribute of another object assigned (``view.hand = x``, ``view.n += 1``) or set past its class
    (``object.__setattr__``, ``setattr``): objects of other modules are built by their constructors."""
    found = [m.group(0) for m in re.finditer(r"(?:\b(\w+)|\))\.(\w+)\s*(?:[-+*/|&]?=)(?!=)", code)
             if m.group(1) != "self"]
    return found + re.findall(r"__setattr__|\bsetattr\(", code)


def _args(code: str, start: int) -> list[str]:
    """The top-level arguments of the call whose "(" is at ``start``."""
    depth, args, arg = 0, [], []
    for ch in code[start:]:
        if ch in "([{":
            depth += 1
            if depth == 1:
                continue
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                args.append("".join(arg).strip())
                return args
        elif ch == "," and depth == 1:
            args.append("".join(arg).strip())
            arg = []
            continue
        arg.append(ch)
    return args


def numbered_fields(code: str) -> list[str]:
    """A tuple's item read or written in C at a number (``PyTuple_GET_ITEM(st, 5)``, ``put(out, 5, x)``,
    ``swap(out, 5, x)``, ``tt_alloc(cls, 15)``) or a cast tuple subscripted by one (``(<tuple>call)[0]``), rather
    than at a named position (``F_TURN``: checked against the class's fields by ``tutor.games.kernel.bind``)."""
    found = []
    for m in re.finditer(r"\b(PyTuple_GET_ITEM|put|swap|tt_alloc)\(", code):
        args = _args(code, m.end() - 1)
        if len(args) >= 2 and re.fullmatch(r"-?\d+", args[1]):
            found.append(f"{m.group(1)}({', '.join(args)})")
    found += re.findall(r"\(<tuple>[^()]*(?:\([^()]*\))?[^()]*\)\[\d+\]", code)
    return found


def own_draws(code: str) -> list[str]:
    """A seeded draw made by hand (``getrandbits`` called here: a Fisher–Yates loop, a ``_randbelow`` of one's own):
    CPython's draws are ``tutor/cdraws.pxd``'s, in every compiled module (``random.Random.getrandbits`` is passed to
    them, never called)."""
    return re.findall(r"(?i)\w*getrandbits\w*\s*\([^)]*\)", code)


RULES = {"private_imports": private_imports, "private_attributes": private_attributes, "slot_writes": slot_writes,
         "numbered_fields": numbered_fields, "own_draws": own_draws}


def _kernel_code(path: Path) -> str:
    if path.suffix == ".pyx":
        return _code(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))  # a .py: its code without docstrings and comments
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(
                body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            body[0] = ast.Pass()
    return ast.unparse(tree)


@pytest.mark.parametrize("rule", sorted(RULES))
def test_every_kernel_keeps_the_contract(rule):
    found = {}
    for path in KERNELS:
        if rule == "slot_writes" and path == SLOT_OWNER:
            continue
        broken = RULES[rule](_kernel_code(path))
        if broken:
            found[path.relative_to(ROOT).as_posix()] = broken
    assert found == {}


#: A snippet that breaks each rule (and comments and docstrings that only name such code, which must not count).
PLANTED = {
    "private_imports": ("from .auction import PASS, _RANK\nfrom .listing import (\n    ALWAYS,\n    _Follow as F,\n)\n",
                        [r"\.auction _RANK", r"\.listing _Follow"]),
    "private_attributes": ("def apply(state, action):\n    return state._apply_other(action)\n"
                           "cdef f(view):\n    return (<object>view)._hand, self._hand\n",
                           [r"state\._apply_other", r"\)\._hand"]),
    "slot_writes": ("cdef g(view, hand):\n    view.hand = hand\n    view._n += 1\n"
                    "    object.__setattr__(view, 'x', 1)\n"
                    "    if view.n == 1:\n        self.x = 2\n",
                    [r"view\.hand =", r"view\._n \+=", "__setattr__"]),
    "numbered_fields": ("cdef h(tuple st):\n    t = <object>PyTuple_GET_ITEM(st, 5)\n    put(out, 13, NOTHING)\n"
                        "    swap(out, 2, x)\n    out = tt_alloc(cls, 15)\n    k = (<tuple>call)[0]\n"
                        "    ok = PyTuple_GET_ITEM(st, F_TURN), put(out, i, x)\n",
                        ["PyTuple_GET_ITEM\\(st, 5\\)", "put\\(out, 13", "swap\\(out, 2", "tt_alloc\\(cls, 15",
                         "\\(<tuple>call\\)\\[0\\]"]),
    "own_draws": ("cdef int below(rng, n):\n    r = GETRANDBITS(rng, 3)\n    while r >= n:\n"
                  "        r = rng.getrandbits(3)\n    return r\n", ["GETRANDBITS\\(rng, 3\\)", "getrandbits\\(3\\)"]),
}


@pytest.mark.parametrize("rule", sorted(RULES))
def test_each_rule_catches_a_planted_violation(rule, tmp_path):
    snippet, expected = PLANTED[rule]
    bad = tmp_path / "bad.pyx"
    bad.write_text(f'"""A kernel that breaks {rule}: ``state._x(1)``."""\n# view._hand = 1, PyTuple_GET_ITEM(st, 5)\n'
                   + snippet)
    found = RULES[rule](_code(bad))
    assert len(found) == len(expected), found
    for text, pattern in zip(found, expected, strict=True):
        assert re.search(pattern, text), (text, pattern)
    good = tmp_path / "good.pyx"  # the same rule on the kernels' way of doing it: nothing found
    good.write_text("from .auction import BID_RANK, PASS as PASS_OF\ncdef h(tuple st, self):\n"
                    "    t = <object>PyTuple_GET_ITEM(st, F_TURN)\n    put(out, F_TRICK, NOTHING)\n"
                    "    self._hand = t\n    below(GETRANDBITS, rng, 3)\n"
                    "    return FOLLOW(state, hand), state.apply_other(t), x == 1\n")
    assert RULES[rule](_code(good)) == []


def test_every_state_offers_the_hooks_its_kernels_call():
    """Each game's ``State`` has every hook ``tutor.games.kernel.HOOKS`` names for it, and its kernels (the .py and
    the .pyx) call no other method of the state but its public API."""
    import importlib

    from tutor.games.kernel import HOOKS

    for module, hooks in HOOKS.items():
        state_class = importlib.import_module(module).State
        assert all(callable(getattr(state_class, h, None)) for h in hooks), module
        game = module.split(".")[2]
        for path in (ROOT / "games" / game / "kernel.py", ROOT / "games" / game / "ckernel.pyx"):
            called = set(re.findall(r"\b(?:state|st)\.(\w+)\(", _kernel_code(path)))
            public = {name for name in dir(state_class) if not name.startswith("_")} - set(hooks)
            assert called <= set(hooks) | public, (path, called - set(hooks) - public)
            assert called & set(hooks), path  # (the scan sees the calls)


def test_bind_refuses_a_kernel_whose_field_positions_are_not_the_states():
    """``bind`` (every state module's last line) stops a compiled kernel that reads a field at another's place,
    misses a field, or names one the class does not have; and a state lacking a hook."""
    import types
    from typing import NamedTuple

    from tutor.games.kernel import LayoutError, bind, check_layouts

    class State(NamedTuple):
        rules: int
        turn: int

        def apply_other(self, action):
            return self

    def kernel(layouts):
        module = types.ModuleType("fake_ckernel")
        module.__dict__.update(apply=len, legal_actions=len, is_terminal=len, play=len, LAYOUTS=layouts)
        return module

    check_layouts(kernel({"State": {"rules": 0, "turn": 1}}), {"State": State})
    with pytest.raises(LayoutError, match="State.turn: read at 0, it is field 1"):
        check_layouts(kernel({"State": {"rules": 1, "turn": 0}}), {"State": State})
    with pytest.raises(LayoutError, match="State.turn: not named"):
        check_layouts(kernel({"State": {"rules": 0}}), {"State": State})
    with pytest.raises(LayoutError, match="State.trick: no such field"):
        check_layouts(kernel({"State": {"rules": 0, "turn": 1, "trick": 2}}), {"State": State})
    with pytest.raises(LayoutError, match="Play.card: read at 0"):
        check_layouts(kernel({"Play": {"seat": 1, "card": 0}}), {"Play": ("seat", "card")})
    with pytest.raises(LayoutError, match="State.apply_other missing"):
        bind(tuple, kernel({}))  # (a class without the hook)
    bind(State, kernel({"State": {"rules": 0, "turn": 1}}))
    assert State.apply is len  # bound as the class's own


def test_the_compiled_kernels_name_every_field_of_their_state():
    """Every compiled game kernel in use names its positions (``LAYOUTS``), the state's fields among them, so ``bind``
    (which ran when the game was imported) had something to check."""
    import importlib

    from tutor.games.kernel import HOOKS

    for module in HOOKS:
        state_module = importlib.import_module(module)
        kernel = state_module.KERNEL
        assert kernel.__name__.endswith(".ckernel"), f"{module} runs on its Python kernel: build the compiled one"
        assert kernel.LAYOUTS["State"] == {f: i for i, f in enumerate(state_module.State._fields)}


def test_one_trick_rule_and_one_way_to_draw_in_c():
    """Every compiled kernel that closes a one-card trick asks ``ctricks.pxd`` (``trick_winner`` or ``beats``), the
    C twin of ``winning_index``, and every compiled module that deals or draws as ``random.Random`` does asks
    ``cdraws.pxd``; ``setup.py`` rebuilds them all when either changes."""
    import setup

    for game in ("spades", "gongzhu", "bridge", "wang27"):
        code = _code(ROOT / "games" / game / "ckernel.pyx")
        assert re.search(r"^from \.\.ctricks cimport", code, re.M), game
        assert re.search(r"\b(trick_winner|beats)\(", code), game
    for rel in ("ccards.pyx", "games/clegal.pyx", "games/wang27/ckernel.pyx"):
        code = _code(ROOT / rel)
        assert re.search(r"^from \.+cdraws cimport", code, re.M) and re.search(r"\b(below|shuffle)\(", code), rel
    assert {"tutor/games/ctricks.pxd", "tutor/cdraws.pxd"} <= set(setup.sources())
