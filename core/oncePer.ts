/**
 * `compute`, run once per object: a later call with the same object returns the first result, kept
 * only while the object lives.
 */
export function oncePer<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    let value = results.get(key);
    if (value === undefined) {
      value = compute(key);
      results.set(key, value);
    }
    return value;
  };
}
