"""Trick Tutor: a rules engine and lesson library for four trick-taking card games."""

__version__ = "0.1.0"
