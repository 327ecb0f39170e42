"""Search ranking: query analysis, a BM25F lexical ranker, a MiniLM semantic ranker, rank fusion."""
