import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import {
  HOVER_LEAVE_MS,
  headerMenuMachine,
  isWideWidth,
} from '../../../src/machines/shell/headerMenu.ts'

const menu = (width: number) => {
  const clock = new SimulatedClock()
  const actor = createActor(headerMenuMachine, { input: { width }, clock }).start()
  return { actor, clock, open: () => actor.getSnapshot().context.openMenu }
}

describe('header menus (spec 1 §2)', () => {
  it('1280 px and wider is the hover bar; 1279 px and below the hamburger', () => {
    expect(isWideWidth(1280)).toBe(true)
    expect(isWideWidth(1279)).toBe(false)
  })
  it('at 1280 px a root item opens on hover and closes when the pointer leaves', () => {
    const { actor, clock, open } = menu(1280)
    actor.send({ type: 'menu.hover', id: 'product' })
    expect(open()).toBe('product')
    actor.send({ type: 'menu.hover', id: 'learn' })
    expect(open()).toBe('learn')
    actor.send({ type: 'menu.leave' })
    clock.increment(HOVER_LEAVE_MS - 1)
    expect(open()).toBe('learn')
    clock.increment(1)
    expect(open()).toBeNull()
  })
  it('coming back within the grace time keeps the menu open', () => {
    const { actor, clock, open } = menu(1440)
    actor.send({ type: 'menu.hover', id: 'support' })
    actor.send({ type: 'menu.leave' })
    clock.increment(50)
    actor.send({ type: 'menu.hover', id: 'support' })
    clock.increment(HOVER_LEAVE_MS * 2)
    expect(open()).toBe('support')
  })
  it('at 1279 px hover does nothing; the hamburger opens the drawer and items open on click', () => {
    const { actor, open } = menu(1279)
    actor.send({ type: 'menu.hover', id: 'product' })
    expect(open()).toBeNull()
    actor.send({ type: 'menu.toggleDrawer' })
    expect(actor.getSnapshot().value).toBe('drawer')
    actor.send({ type: 'menu.click', id: 'product' })
    expect(open()).toBe('product')
    actor.send({ type: 'menu.click', id: 'product' })
    expect(open()).toBeNull()
    expect(actor.getSnapshot().value).toBe('drawer')
  })
  it('the hamburger does nothing on the wide bar', () => {
    const { actor } = menu(1440)
    actor.send({ type: 'menu.toggleDrawer' })
    expect(actor.getSnapshot().value).toBe('closed')
  })
  it.each([
    ['a hovered sub-menu', 1440, { type: 'menu.hover', id: 'product' }],
    ['the language selector', 1440, { type: 'menu.click', id: 'language' }],
    ['the profile box', 1280, { type: 'menu.click', id: 'profile' }],
    ['the hamburger drawer', 375, { type: 'menu.toggleDrawer' }],
  ] as const)('Escape closes %s', (_name, width, opening) => {
    const { actor, open } = menu(width)
    actor.send(opening)
    expect(actor.getSnapshot().value).not.toBe('closed')
    actor.send({ type: 'menu.escape' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(open()).toBeNull()
  })
  it('a click opens and a second click closes on the wide bar too (keyboard users)', () => {
    const { actor, open } = menu(1440)
    actor.send({ type: 'menu.click', id: 'connect' })
    expect(open()).toBe('connect')
    actor.send({ type: 'menu.click', id: 'connect' })
    expect(open()).toBeNull()
  })
  it('navigation closes the menu', () => {
    const { actor, open } = menu(375)
    actor.send({ type: 'menu.toggleDrawer' })
    actor.send({ type: 'menu.navigate' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(open()).toBeNull()
  })
  it('crossing 1279/1280 px closes everything and switches the mode', () => {
    const { actor } = menu(1440)
    actor.send({ type: 'menu.hover', id: 'product' })
    actor.send({ type: 'menu.resize', width: 1000 })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.wide).toBe(false)
    actor.send({ type: 'menu.hover', id: 'product' })
    expect(actor.getSnapshot().context.openMenu).toBeNull()
  })
})
