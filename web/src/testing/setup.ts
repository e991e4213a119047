import { configure } from "@testing-library/react";

// jsdom renders beside api and gateway test files on two busy cores: a findBy's default second is
// not enough for a first render there, and a wait only ends early when what it waits for shows.
configure({ asyncUtilTimeout: 10_000 });
