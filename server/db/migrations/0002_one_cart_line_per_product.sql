-- 0002: one cart line per user and product, so two concurrent "add to cart" of the same product merge
-- atomically (INSERT … ON CONFLICT) instead of racing into two lines. Existing duplicates are merged
-- first: the oldest line keeps the summed quantity.
WITH duplicates AS (
  SELECT user_id, product_id, min(id) AS keep, sum(quantity) AS total
  FROM user_carts
  GROUP BY user_id, product_id
  HAVING count(*) > 1
)
UPDATE user_carts AS line
SET quantity = duplicates.total
FROM duplicates
WHERE line.id = duplicates.keep;

DELETE FROM user_carts AS line
USING user_carts AS older
WHERE line.user_id = older.user_id
  AND line.product_id = older.product_id
  AND line.id > older.id;

CREATE UNIQUE INDEX user_carts_user_product_key ON user_carts (user_id, product_id);
