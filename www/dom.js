// The pages' few DOM helpers: elements looked up by id (the only place that does), and
// elements built from data.

/**
 * The elements with these ids, keyed by the id in camelCase (`move-list` → `moveList`). A
 * missing id throws, so an element renamed in the HTML fails at start-up, not on first use.
 */
export function byIds(ids, root = document) {
  return Object.fromEntries(ids.map((id) => {
    const element = root.getElementById(id);
    if (!element) throw new Error(`The page has no element #${id}`);
    return [id.replace(/-(\w)/g, (_, letter) => letter.toUpperCase()), element];
  }));
}

/** A new element with these properties (`textContent`, `className`, `value`, …) and children. */
export function make(tag, properties = {}, children = []) {
  const element = Object.assign(document.createElement(tag), properties);
  element.append(...children);
  return element;
}

/** Fills a `<dl>` with `[term, detail]` pairs. */
export function fillDefinitions(list, pairs) {
  list.replaceChildren(...pairs.flatMap(([term, detail]) => [
    make('dt', { textContent: term }),
    make('dd', { textContent: detail }),
  ]));
}

/** Adds to a `<select>` options from `[value, label]` pairs. */
export function addOptions(select, pairs) {
  select.append(...pairs.map(([value, label]) => make('option', { value, textContent: label })));
}

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = make('a', { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for a large file to be handed over.
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
