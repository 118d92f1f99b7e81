"""Complaints, complainants, reference counters, SMS idempotency and opt-outs.

Revision ID: 0001_complaints
Revises:
Create Date: 2026-01-01 00:00:00
"""
from alembic import op
import sqlalchemy as sa

revision = "0001_complaints"
down_revision = None
branch_labels = None
depends_on = None

TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "complainants",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("phone", sa.String(20), nullable=True),
        sa.Column("created_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_complainants"),
    )
    op.create_index("ix_complainants_phone", "complainants", ["phone"])

    op.create_table(
        "complaints",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("reference", sa.String(20), nullable=False),
        sa.Column("ref_year", sa.Integer(), nullable=False),
        sa.Column("ref_seq", sa.Integer(), nullable=False),
        sa.Column("municipality", sa.String(40), nullable=False),
        sa.Column("address_raw", sa.Text(), nullable=False),
        sa.Column("address_normalized", sa.String(300), nullable=False),
        sa.Column("zipcode", sa.String(10), nullable=True),
        sa.Column("animal", sa.String(40), nullable=False),
        sa.Column("details", sa.Text(), nullable=False),
        sa.Column("duration", sa.String(300), nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("channel", sa.String(10), nullable=False),
        sa.Column("message_sid", sa.String(64), nullable=True),
        sa.Column("complainant_id", sa.Integer(), nullable=False),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("updated_at", TS, nullable=False),
        sa.Column("formal_at", TS, nullable=True),
        sa.Column("closed_at", TS, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_complaints"),
        sa.ForeignKeyConstraint(["complainant_id"], ["complainants.id"], name="fk_complaints_complainant_id_complainants"),
        sa.UniqueConstraint("reference", name="uq_complaints_reference"),
        sa.UniqueConstraint("message_sid", name="uq_complaints_message_sid"),
        sa.UniqueConstraint("ref_year", "ref_seq", name="uq_complaints_ref_year_ref_seq"),
        sa.CheckConstraint("status IN ('received', 'formal', 'closed')", name="ck_complaints_status"),
        sa.CheckConstraint("channel IN ('sms', 'web', 'rest')", name="ck_complaints_channel"),
        sa.CheckConstraint("municipality IN ('town_of_cedarburg', 'village_of_westfield')", name="ck_complaints_municipality"),
    )
    op.create_index("ix_complaints_complainant_id", "complaints", ["complainant_id"])
    op.create_index(
        "ix_complaints_municipality_address_normalized_created_at",
        "complaints",
        ["municipality", "address_normalized", "created_at"],
    )

    op.create_table(
        "complaint_counters",
        sa.Column("year", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("last_seq", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("year", name="pk_complaint_counters"),
    )

    op.create_table(
        "sms_messages",
        sa.Column("message_sid", sa.String(64), nullable=False),
        sa.Column("phone", sa.String(20), nullable=False),
        sa.Column("state", sa.String(10), nullable=False),
        sa.Column("reply_twiml", sa.Text(), nullable=True),
        sa.Column("buttons_json", sa.Text(), nullable=True),
        sa.Column("received_at", TS, nullable=False),
        sa.Column("replied_at", TS, nullable=True),
        sa.PrimaryKeyConstraint("message_sid", name="pk_sms_messages"),
        sa.CheckConstraint("state IN ('pending', 'done')", name="ck_sms_messages_state"),
    )
    op.create_index("ix_sms_messages_phone_received_at", "sms_messages", ["phone", "received_at"])

    op.create_table(
        "sms_opt_outs",
        sa.Column("phone", sa.String(20), nullable=False),
        sa.Column("opted_out", sa.Boolean(), nullable=False),
        sa.Column("updated_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("phone", name="pk_sms_opt_outs"),
    )


def downgrade() -> None:
    op.drop_table("sms_opt_outs")
    op.drop_index("ix_sms_messages_phone_received_at", table_name="sms_messages")
    op.drop_table("sms_messages")
    op.drop_table("complaint_counters")
    op.drop_index("ix_complaints_municipality_address_normalized_created_at", table_name="complaints")
    op.drop_index("ix_complaints_complainant_id", table_name="complaints")
    op.drop_table("complaints")
    op.drop_index("ix_complainants_phone", table_name="complainants")
    op.drop_table("complainants")
