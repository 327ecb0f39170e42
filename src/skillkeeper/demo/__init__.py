"""Example skills seeded by `skillkeeper serve --demo` (package data under skills/)."""
