import { defineModel } from '../../tools/testing/testModel.ts'
import { headerMenuMachine } from './headerMenu.ts'

/** The test model of the header's menus (spec 1 §2): both widths, hover, click, Escape, the drawer and resizes. */
export const model = defineModel({
  id: 'headerMenu',
  title: 'Header menus',
  area: 'shell',
  rules: ['MENU-1', 'MENU-2', 'MENU-3', 'MENU-4'],
  machine: headerMenuMachine,
  model: {
    inputs: [
      { name: 'wide window (1440 px)', input: { width: 1440 } },
      { name: 'compact window (1024 px)', input: { width: 1024 } },
    ],
    events: {
      'menu.hover': [
        { name: 'hovers Product', event: { type: 'menu.hover', id: 'product' } },
        { name: 'hovers Learn', event: { type: 'menu.hover', id: 'learn' } },
      ],
      'menu.leave': [{ name: 'leaves the menu', event: { type: 'menu.leave' } }],
      'menu.click': [
        { name: 'clicks Product', event: { type: 'menu.click', id: 'product' } },
        { name: 'clicks Support', event: { type: 'menu.click', id: 'support' } },
      ],
      'menu.escape': [{ name: 'presses Escape', event: { type: 'menu.escape' } }],
      'menu.navigate': [{ name: 'follows a link', event: { type: 'menu.navigate' } }],
      'menu.toggleDrawer': [{ name: 'taps the hamburger', event: { type: 'menu.toggleDrawer' } }],
      'menu.resize': [
        { name: 'resizes to 1440 px', event: { type: 'menu.resize', width: 1440 } },
        { name: 'resizes to 800 px', event: { type: 'menu.resize', width: 800 } },
      ],
    },
    outcomes: {},
    project: (s) => s.context,
    effects: [],
  },
})
