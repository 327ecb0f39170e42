"""Who may see and do what: tenants' viewers, principals, tokens, scopes, the visibility gate."""
