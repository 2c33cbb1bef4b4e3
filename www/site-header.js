// The header every page shares: the brand and the tabs. index.html switches between its Play
// and Check input sections by the address's hash (app.js marks the tab shown); the explorer is
// a page of its own.
import { make } from './dom.js';

const TABS = [
  { id: 'tab-play', href: '#play', label: 'Play' },
  { id: 'tab-check', href: '#check', label: 'Check input' },
  { id: 'tab-explorer', href: 'explorer.html', label: 'Explorer', page: 'explorer' },
];

const BRAND = `<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="11" cy="21" r="7" fill="currentColor"/>`
  + `<circle class="dot" cx="21" cy="11" r="7"/></svg><span>Arbiter</span>`;

/** Puts the header at the top of the page; `page` is `'playground'` or `'explorer'`. */
export function showHeader(page) {
  // On the playground a section's tab only changes the hash: the page is not loaded again.
  const home = page === 'playground' ? '' : 'index.html';
  const at = (href) => (href.startsWith('#') ? home + href : href);
  const brand = make('a', { className: 'brand', href: at('#play'), innerHTML: BRAND });
  brand.setAttribute('aria-label', 'Arbiter home');
  const tabs = make('nav', { className: 'tabs' });
  tabs.setAttribute('aria-label', 'Sections');
  for (const tab of TABS) {
    const link = make('a', { id: tab.id, className: 'tab', href: at(tab.href), textContent: tab.label });
    if (tab.page === page) {
      link.classList.add('active');
      link.setAttribute('aria-current', 'page');
    }
    tabs.append(link);
  }
  document.body.prepend(make('header', { className: 'top' }, [brand, tabs]));
}
