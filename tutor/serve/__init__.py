"""Serving the lessons to a class: ``python -m tutor.serve lessons --class=N`` (what ``make app`` runs).

:mod:`tutor.serve.policy` holds the decisions (kernels for a class, host names, token, links) as plain
functions; :mod:`tutor.serve.app` applies them to Voilà.
"""
