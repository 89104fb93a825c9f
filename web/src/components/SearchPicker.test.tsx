import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPicker, type PickerOption } from './SearchPicker';

const options = (): PickerOption[] => [
  { id: 'a', label: 'Ada', detail: 'Engineer · London' },
  { id: 'b', label: 'Brian', detail: 'Designer · Austin' },
];

test('the arrow keeps its place when the parent draws the same matches again', async () => {
  const onSelect = jest.fn();
  const ui = () => (
    <SearchPicker
      label="Select Candidate"
      placeholder="Search"
      options={options()}
      selected={null}
      onSearch={() => {}}
      onSelect={onSelect}
    />
  );
  const { rerender } = render(ui());
  await userEvent.click(screen.getByRole('combobox', { name: 'Select Candidate' }));
  await userEvent.keyboard('{ArrowDown}');
  rerender(ui()); // new array, same matches: a refetch, say
  await userEvent.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith('b');
});

test('Escape closes the list; typing clears a pick and searches', async () => {
  const onSelect = jest.fn();
  const onSearch = jest.fn();
  render(
    <SearchPicker
      label="Select Job"
      placeholder="Search"
      options={options()}
      selected={{ id: 'a', label: 'Ada' }}
      onSearch={onSearch}
      onSelect={onSelect}
    />,
  );
  const box = screen.getByRole('combobox', { name: 'Select Job' }) as HTMLInputElement;
  expect(box.value).toBe('Ada');
  await userEvent.click(box);
  expect(screen.getByRole('listbox')).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  await userEvent.type(box, 'x');
  expect(onSelect).toHaveBeenCalledWith(null);
  expect(onSearch).toHaveBeenLastCalledWith('Adax');
});
