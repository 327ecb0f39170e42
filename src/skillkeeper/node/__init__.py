"""Node agent: pull installable skills, reconcile them into harness folders, report back.

Nothing here imports the server: the agent runs on nodes with only the package installed.
"""
