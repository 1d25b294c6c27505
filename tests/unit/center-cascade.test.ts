/** Province → city → district cascade: level-by-level loading, clearing below a change, stale answers ignored. */
import {
  cascadeReducer,
  emptyCascade,
  initCascade,
  isComplete,
  needsDistrict,
  pendingLoads,
  regionText,
  type CascadeState,
} from '../../lib/client/profile-cascade';

const provinces = [
  { id: 44, name: '广东省' },
  { id: 11, name: '北京市' },
];
const gdCities = [
  { id: 4403, name: '深圳市' },
  { id: 4420, name: '中山市' },
];
const szDistricts = [{ id: 440305, name: '南山区' }];

function chooseShenzhen(): CascadeState {
  let s = emptyCascade();
  s = cascadeReducer(s, { type: 'loaded', level: 1, parentId: 0, options: provinces });
  s = cascadeReducer(s, { type: 'select', level: 1, id: 44 });
  s = cascadeReducer(s, { type: 'loaded', level: 2, parentId: 44, options: gdCities });
  s = cascadeReducer(s, { type: 'select', level: 2, id: 4403 });
  s = cascadeReducer(s, { type: 'loaded', level: 3, parentId: 4403, options: szDistricts });
  return s;
}

test('starts by loading the provinces only', () => {
  expect(pendingLoads(emptyCascade())).toEqual([{ level: 1, parentId: 0 }]);
});

test('choosing a level asks for the next one and completes after the district', () => {
  let s = emptyCascade();
  s = cascadeReducer(s, { type: 'loaded', level: 1, parentId: 0, options: provinces });
  expect(pendingLoads(s)).toEqual([]);
  s = cascadeReducer(s, { type: 'select', level: 1, id: 44 });
  expect(pendingLoads(s)).toEqual([{ level: 2, parentId: 44 }]);
  expect(isComplete(s)).toBe(false);
  s = chooseShenzhen();
  expect(isComplete(s)).toBe(false);
  s = cascadeReducer(s, { type: 'select', level: 3, id: 440305 });
  expect(isComplete(s)).toBe(true);
  expect(regionText(s)).toBe('广东省 深圳市 南山区');
});

test('changing the province clears city and district and their lists', () => {
  let s = cascadeReducer(chooseShenzhen(), { type: 'select', level: 3, id: 440305 });
  s = cascadeReducer(s, { type: 'select', level: 1, id: 11 });
  expect(s.ids).toEqual([11, null, null]);
  expect(s.options[1]).toBeNull();
  expect(s.options[2]).toBeNull();
  expect(pendingLoads(s)).toEqual([{ level: 2, parentId: 11 }]);
});

test('a late answer for a province no longer chosen is ignored', () => {
  let s = cascadeReducer(chooseShenzhen(), { type: 'select', level: 1, id: 11 });
  s = cascadeReducer(s, { type: 'loaded', level: 2, parentId: 44, options: gdCities });
  expect(s.options[1]).toBeNull();
  s = cascadeReducer(s, { type: 'loaded', level: 2, parentId: 11, options: [{ id: 1101, name: '市辖区' }] });
  expect(s.options[1]).toEqual([{ id: 1101, name: '市辖区' }]);
});

test('a city without districts is complete without a district', () => {
  let s = emptyCascade();
  s = cascadeReducer(s, { type: 'loaded', level: 1, parentId: 0, options: provinces });
  s = cascadeReducer(s, { type: 'select', level: 1, id: 44 });
  s = cascadeReducer(s, { type: 'loaded', level: 2, parentId: 44, options: gdCities });
  s = cascadeReducer(s, { type: 'select', level: 2, id: 4420 });
  expect(needsDistrict(s)).toBe(true); // not known yet
  s = cascadeReducer(s, { type: 'loaded', level: 3, parentId: 4420, options: [] });
  expect(needsDistrict(s)).toBe(false);
  expect(isComplete(s)).toBe(true);
});

test('editing an address loads the three lists of its regions', () => {
  const s = initCascade([44, 4403, 440305]);
  expect(s.ids).toEqual([44, 4403, 440305]);
  expect(pendingLoads(s)).toEqual([
    { level: 1, parentId: 0 },
    { level: 2, parentId: 44 },
    { level: 3, parentId: 4403 },
  ]);
  expect(cascadeReducer(chooseShenzhen(), { type: 'reset' })).toEqual(emptyCascade());
});
