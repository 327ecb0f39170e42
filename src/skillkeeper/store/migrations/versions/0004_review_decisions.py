"""Review decisions that survive a rewrite, proposed deletions, and who minted each token.

`skills.decision` keeps a reviewer's reject or quarantine (who, when, why, which hash) until a
reviewer approves or releases; `skills.delete_proposed_by/_at` mark an agent's deletion waiting
for review; `tokens.minted_by` names the principal (or local operator) that issued a token.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain nullable ADD COLUMNs: no table rebuild on SQLite, so its triggers stay as they are.
    op.add_column("skills", sa.Column("decision", sa.JSON(), nullable=True))
    op.add_column("skills", sa.Column("delete_proposed_by", sa.String(length=128), nullable=True))
    op.add_column("skills", sa.Column("delete_proposed_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("tokens", sa.Column("minted_by", sa.String(length=128), nullable=True))


def downgrade() -> None:
    raise NotImplementedError("skillkeeper migrations are forward-only")
