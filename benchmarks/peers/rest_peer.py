"""The plainest same-stack REST peer: FastAPI + uvicorn + a plain driver (see plain_db.py).

PEER_DATABASE_URL=sqlite:///PATH python benchmarks/peers/rest_peer.py PORT
"""

from __future__ import annotations

import sys
from typing import Any

import plain_db
import uvicorn
from fastapi import FastAPI, Header, HTTPException

app = FastAPI()


def _tenant(authorization: str | None) -> int:
    token = authorization.partition(" ")[2] if authorization else None
    tenant = plain_db.tenant_of(token)
    if tenant is None:
        raise HTTPException(401, "invalid token")
    return tenant


@app.get("/api/v1/skills/{name}")
def get_skill(name: str, authorization: str | None = Header(None)) -> dict[str, Any]:
    found = plain_db.skill(_tenant(authorization), name)
    if found is None:
        raise HTTPException(404, "not found")
    return found


@app.get("/api/v1/skills")
def list_skills(q: str | None = None, limit: int = 50, authorization: str | None = Header(None)) -> dict[str, Any]:
    tenant = _tenant(authorization)
    cards = plain_db.search(tenant, q, limit) if q else plain_db.listing(tenant, limit)
    return {"skills": cards, "next_cursor": None}


if __name__ == "__main__":
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning", access_log=False)
