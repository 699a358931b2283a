"""What the lessons' code cells call, so each cell is one short line.

A lesson's first code cell after the language is ``from tutor.lessons.<game> import *``: the widgets,
renderers and small helpers of that game's lessons, all in one typed, tested module instead of a set-up
string pasted into every notebook. The per-game example tables live beside them
(:mod:`tutor.lessons.bridge_examples`, :mod:`tutor.lessons.wang27_tables`); every rule, number and verdict
comes from the engine (``tutor.games``).

The lesson sources (MyST Markdown, ``lessons/source/<lang>/<game>/NN-topic.md``) and the tool that builds
the notebooks from them (``tools/build_lessons.py``) are described in ``docs/writing-lessons.md``.
"""
