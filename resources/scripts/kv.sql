-- kv.sql: key-value point reads and writes on one table, loaded with INSERT ... SELECT (no client round trip
-- per row): 2^16 = 65,536 rows from a 16-row seed table joined with itself four times; works on MySQL and MariaDB.
-- prepare
CREATE TABLE sb_kv (k INT NOT NULL PRIMARY KEY, v CHAR(32) NOT NULL) ENGINE = InnoDB;
CREATE TABLE sb_kv_digits (d INT NOT NULL PRIMARY KEY);
INSERT INTO sb_kv_digits VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9),(10),(11),(12),(13),(14),(15);
INSERT INTO sb_kv (k, v)
  SELECT 1 + a.d + 16 * b.d + 256 * c.d + 4096 * e.d, MD5(RAND())
  FROM sb_kv_digits a, sb_kv_digits b, sb_kv_digits c, sb_kv_digits e;

-- run
\set key special(1, 65536)
\set value string('################################')
SELECT v FROM sb_kv WHERE k = :key;
SELECT v FROM sb_kv WHERE k = :key;
SELECT v FROM sb_kv WHERE k = :key;
UPDATE sb_kv SET v = :value WHERE k = :key;
