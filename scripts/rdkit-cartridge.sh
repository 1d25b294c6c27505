#!/usr/bin/env bash
# Installs the RDKit PostgreSQL cartridge (Debian's postgresql-<major>-rdkit) on this machine's PostgreSQL, for the
# structure-1m benchmark's comparison (bench/rdkit-cartridge.ts, docs/decisions/0013-structure-search-1m.md).
# The app does not use the cartridge; nothing in CI needs it.
#
# Debian bookworm ships cartridge 4.2.0 (RDKit 2022.09), whose extension script declares the operator `@=` with
# COMMUTATOR '=' and NEGATOR '<>'. Current PostgreSQL 15 minor releases (15.19 and 15.20 here) refuse that:
#   ERROR:  commutator operator = is already the commutator of operator =
# The fix here: `@=` is its own commutator and declares no negator. It changes no operator's
# behaviour: `@=` calls the same mol_eq / reaction_eq function as before. The script is idempotent.
set -euo pipefail

major="${PG_MAJOR:-$(ls /etc/postgresql | sort -n | tail -1)}"
pkg="postgresql-${major}-rdkit"
if ! dpkg -s "$pkg" >/dev/null 2>&1; then
  apt-get install -y -qq "$pkg" >/dev/null || { apt-get update -qq && apt-get install -y -qq "$pkg" >/dev/null; }
fi

ext="/usr/share/postgresql/${major}/extension"
for f in "$ext"/rdkit--*.sql; do
  python3 - "$f" <<'EOF'
import re, sys
path = sys.argv[1]
text = open(path).read()
def fix(m):
    block = m.group(0).replace("COMMUTATOR = '='", "COMMUTATOR = '@='")
    return re.sub(r"\n\s*NEGATOR = '<>',", "", block)
fixed = re.sub(r"CREATE OPERATOR @= \([^;]*?\);", fix, text, flags=re.S)
if fixed != text:
    open(path, "w").write(fixed)
    print(f"patched the @= operator declarations of {path}")
EOF
done

db_url="${1:-postgres://postgres@127.0.0.1:5432/postgres}"
psql "$db_url" -qAtc "create extension if not exists rdkit; select 'rdkit cartridge ' || rdkit_toolkit_version() || ' in ' || current_database()"
