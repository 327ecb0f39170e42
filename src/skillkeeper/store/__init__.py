"""Storage: tenant-scoped rows on SQLite or PostgreSQL."""
