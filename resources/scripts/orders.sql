-- orders.sql: a small order-entry transaction (run it with lookup.sql: --scripts=orders.sql@3,lookup.sql@1).
-- prepare
CREATE TABLE sb_customers (
  id INT NOT NULL PRIMARY KEY,
  name CHAR(20) NOT NULL,
  balance BIGINT NOT NULL DEFAULT 0
) ENGINE = InnoDB;
CREATE TABLE sb_orders (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer INT NOT NULL,
  amount INT NOT NULL,
  note CHAR(16) NOT NULL,
  KEY by_customer (customer)
) ENGINE = InnoDB;
-- 10,000 customers, one row per iteration; ScaleBench commits every 1000 rows.
\repeat 10000 cid
\set cname string('@@@@@@@@-########')
INSERT INTO sb_customers (id, name) VALUES (:cid, :cname);
\end

-- run
\set customer zipfian(1, 10000, 0.9)
\set amount uniform(1, 500)
\set note string('order-##########')
BEGIN;
SELECT balance FROM sb_customers WHERE id = :customer FOR UPDATE;
INSERT INTO sb_orders (customer, amount, note) VALUES (:customer, :amount, :note);
UPDATE sb_customers SET balance = balance + :amount WHERE id = :customer;
COMMIT;
