"""Staff accounts and sessions for the web app's /staff pages, and the web chat's conversation log.

Revision ID: 0002_staff
Revises: 0001_complaints
Create Date: 2026-01-02 00:00:00

The models are in bot/staff.py (on the same metadata as bot/complaints/models.py).
"""
from alembic import op
import sqlalchemy as sa

revision = "0002_staff"
down_revision = "0001_complaints"
branch_labels = None
depends_on = None

TS = sa.DateTime(timezone=True)
RESULTS = ("answered", "needs_human_judgment", "needs_facts", "not_covered", "fallback", "complaint_filed", "other",
           "unavailable")


def upgrade() -> None:
    op.create_table(
        "staff_users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("username", sa.String(40), nullable=False),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("password_changed_at", TS, nullable=False),
        sa.Column("last_login_at", TS, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_staff_users"),
        sa.UniqueConstraint("username", name="uq_staff_users_username"),
    )

    op.create_table(
        "staff_sessions",
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("csrf_token", sa.String(64), nullable=False),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("expires_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("token_hash", name="pk_staff_sessions"),
        sa.ForeignKeyConstraint(["user_id"], ["staff_users.id"], name="fk_staff_sessions_user_id_staff_users",
                                ondelete="CASCADE"),
    )
    op.create_index("ix_staff_sessions_user_id", "staff_sessions", ["user_id"])

    op.create_table(
        "conversation_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("sender_key", sa.String(16), nullable=False),
        sa.Column("channel", sa.String(10), nullable=False),
        sa.Column("user_text", sa.Text(), nullable=False),
        sa.Column("bot_text", sa.Text(), nullable=False),
        sa.Column("topic", sa.String(40), nullable=True),
        sa.Column("status", sa.String(30), nullable=True),
        sa.Column("result", sa.String(24), nullable=False),
        sa.Column("citations", sa.Text(), nullable=True),
        sa.Column("reference", sa.String(20), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_conversation_log"),
        sa.CheckConstraint("result IN (" + ", ".join(f"'{r}'" for r in RESULTS) + ")", name="ck_conversation_log_result"),
    )
    op.create_index("ix_conversation_log_created_at", "conversation_log", ["created_at"])
    op.create_index("ix_conversation_log_sender_key_created_at", "conversation_log", ["sender_key", "created_at"])


def downgrade() -> None:
    op.drop_index("ix_conversation_log_sender_key_created_at", table_name="conversation_log")
    op.drop_index("ix_conversation_log_created_at", table_name="conversation_log")
    op.drop_table("conversation_log")
    op.drop_index("ix_staff_sessions_user_id", table_name="staff_sessions")
    op.drop_table("staff_sessions")
    op.drop_table("staff_users")
