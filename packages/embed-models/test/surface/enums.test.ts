import { describe, expect, it } from 'vitest';
import {
  AggregateFunction,
  BookmarksPlayMode,
  FiltersOperations,
  MenuLocation,
  PageSizeType,
  Permissions,
  RelativeDateFilterTimeUnit,
  TokenType,
  TraceType,
  ViewMode,
  VisualContainerDisplayMode,
} from '../../src/index';

/** The name→value half of a numeric enum, in declaration order. */
const members = (e: object) => Object.entries(e).filter(([, value]) => typeof value === 'number');

describe('enum values', () => {
  it('[M-ENUM-01] TokenType: Aad 0, Embed 1', () => {
    expect(members(TokenType)).toEqual([
      ['Aad', 0],
      ['Embed', 1],
    ]);
    expect(TokenType[1]).toBe('Embed');
  });

  it('[M-ENUM-02] Permissions: Read 0, ReadWrite 1, Copy 2, Create 4, All 7', () => {
    expect(members(Permissions)).toEqual([
      ['Read', 0],
      ['ReadWrite', 1],
      ['Copy', 2],
      ['Create', 4],
      ['All', 7],
    ]);
    expect(Permissions.All).toBe(Permissions.ReadWrite | Permissions.Copy | Permissions.Create);
  });

  it('[M-ENUM-03] FiltersOperations: RemoveAll 0, ReplaceAll 1, Add 2, Replace 3', () => {
    expect(members(FiltersOperations)).toEqual([
      ['RemoveAll', 0],
      ['ReplaceAll', 1],
      ['Add', 2],
      ['Replace', 3],
    ]);
  });

  it('[M-ENUM-04] BookmarksPlayMode: Off 0, Presentation 1', () => {
    expect(members(BookmarksPlayMode)).toEqual([
      ['Off', 0],
      ['Presentation', 1],
    ]);
  });

  it('[M-ENUM-05] ViewMode: View 0, Edit 1', () => {
    expect(members(ViewMode)).toEqual([
      ['View', 0],
      ['Edit', 1],
    ]);
  });

  it('[M-ENUM-06] VisualContainerDisplayMode: Visible 0, Hidden 1', () => {
    expect(members(VisualContainerDisplayMode)).toEqual([
      ['Visible', 0],
      ['Hidden', 1],
    ]);
  });

  it('[M-ENUM-07] PageSizeType 0..5: Widescreen, Standard, Cortana, Letter, Custom, Mobile', () => {
    expect(members(PageSizeType)).toEqual(
      ['Widescreen', 'Standard', 'Cortana', 'Letter', 'Custom', 'Mobile'].map((name, i) => [name, i]),
    );
    // Page.hasLayout-style lookups rely on the reverse mapping.
    expect(PageSizeType[4]).toBe('Custom');
  });

  it('[M-ENUM-08] TraceType 0..6: Information, Verbose, Warning, Error, ExpectedError, UnexpectedError, Fatal', () => {
    expect(members(TraceType)).toEqual(
      ['Information', 'Verbose', 'Warning', 'Error', 'ExpectedError', 'UnexpectedError', 'Fatal'].map((n, i) => [n, i]),
    );
  });

  it('[M-ENUM-09] RelativeDateFilterTimeUnit 0..8', () => {
    expect(members(RelativeDateFilterTimeUnit)).toEqual(
      ['Days', 'Weeks', 'CalendarWeeks', 'Months', 'CalendarMonths', 'Years', 'CalendarYears', 'Minutes', 'Hours'].map(
        (n, i) => [n, i],
      ),
    );
  });

  it('[M-ENUM-10] AggregateFunction 1..8: Default, None, Sum, Min, Max, Count, Average, DistinctCount', () => {
    expect(members(AggregateFunction)).toEqual(
      ['Default', 'None', 'Sum', 'Min', 'Max', 'Count', 'Average', 'DistinctCount'].map((n, i) => [n, i + 1]),
    );
  });

  it('[M-MENU-07] MenuLocation.Bottom is 0, the value an absent menuLocation stands for', () => {
    expect(MenuLocation.Bottom).toBe(0);
    expect(MenuLocation.Top).toBe(1);
    expect(MenuLocation[0]).toBe('Bottom');
  });
});
