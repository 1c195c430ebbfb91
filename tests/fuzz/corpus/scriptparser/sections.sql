-- prepare
CREATE TABLE t (id INT PRIMARY KEY, s CHAR(12), n DOUBLE);
\repeat 1000 row
\set label string('@@@-####')
INSERT INTO t VALUES (:row, :label, 1.5);
\end
-- run
\set id uniform(1, 1000)
\set hot zipfian(1, 1000, 0.8)
\set tail pareto(1, 1000, 0.2)
SELECT s FROM t WHERE id = :id; /* comment; with a semicolon */
UPDATE t SET n = n + 1 WHERE id IN (:hot, :tail) AND s <> 'it''s';
-- cleanup
DROP TABLE t;
