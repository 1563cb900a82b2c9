"""Helpers for build.py: packaging the engine, assembling dist/, serving it."""
