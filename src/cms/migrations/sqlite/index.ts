import * as migration_20261121_173535_initial from './20261121_173535_initial';

export const migrations = [
  {
    up: migration_20261121_173535_initial.up,
    down: migration_20261121_173535_initial.down,
    name: '20261121_173535_initial'
  },
];
