"""Python source parsed once per pytest process.

Several tests scan the syntax tree of every module of the package (the seams, the game catalog, the i18n surface,
the kernels' rules, the architecture, the page texts): parsing the 200-odd modules costs about a second of CPU,
which each scan paid again. Keyed by the text itself, so a file a test rewrites is parsed anew; the trees are
shared, so callers only read them.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path


@cache
def _tree(text: str) -> ast.Module:
    return ast.parse(text)


@cache
def _nodes(text: str) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(_tree(text)))


def tree(source: Path | str) -> ast.Module:
    """The syntax tree of a file (a ``Path``) or of source text.

    >>> type(tree("x = 1").body[0]).__name__
    'Assign'
    """
    return _tree(source.read_text(encoding="utf-8") if isinstance(source, Path) else source)


def nodes(source: Path | str) -> tuple[ast.AST, ...]:
    """Every node of :func:`tree` (``ast.walk``'s order), listed once.

    >>> [type(n).__name__ for n in nodes("x = 1")][:2]
    ['Module', 'Assign']
    """
    return _nodes(source.read_text(encoding="utf-8") if isinstance(source, Path) else source)
