-- lookup.sql: read-only look-ups on the tables orders.sql creates (list orders.sql first in --scripts).
\set customer uniform(1, 10000)
SELECT name, balance FROM sb_customers WHERE id = :customer;
SELECT COUNT(*), COALESCE(SUM(amount), 0) FROM sb_orders WHERE customer = :customer;
