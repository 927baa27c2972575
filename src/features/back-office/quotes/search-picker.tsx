"use client";

/**
 * A field that searches as one types (from two characters, a quarter second
 * after the last key) and hands the option picked to `onPick`, then empties
 * itself: the quote screen's "Product toevoegen" and "Combinatie toevoegen".
 */
import Autocomplete, { type AutocompleteProps } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

export function SearchPicker<T>({
  name,
  search,
  optionLabel,
  renderOption,
  label,
  placeholder,
  noOptionsText,
  sx,
  disabled,
  onPick,
}: {
  /** Names the search in the query cache. */
  name: string;
  search: (query: string) => Promise<T[]>;
  optionLabel: (option: T) => string;
  renderOption?: AutocompleteProps<T, false, false, false>["renderOption"];
  label: string;
  placeholder: string;
  noOptionsText: string;
  sx: SxProps<Theme>;
  disabled: boolean;
  onPick: (option: T) => void;
}) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: hits = [], isFetching } = useQuery({ queryKey: ["back-office", name, query], queryFn: () => search(query), enabled: query.length >= 2 });
  return (
    <Autocomplete
      sx={sx}
      options={hits}
      value={null}
      disabled={disabled}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={optionLabel}
      noOptionsText={noOptionsText}
      inputValue={text}
      onInputChange={(_event, input, reason) => setText(reason === "reset" ? "" : input)}
      onChange={(_event, option) => {
        if (option) onPick(option);
      }}
      renderOption={renderOption}
      renderInput={(params) => <TextField {...params} label={label} placeholder={placeholder} size="small" />}
    />
  );
}
