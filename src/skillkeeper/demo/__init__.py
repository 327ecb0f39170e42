"""Example skills seeded by `skillkeeper serve --demo` (package data: skills/ active, proposals/ to review)."""
