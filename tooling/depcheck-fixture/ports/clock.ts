export interface Clock { now(): number }
