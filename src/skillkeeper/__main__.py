"""`python -m skillkeeper` runs the CLI."""

from skillkeeper.cli import main

main()
