import { DEMO } from './demo-ids.ts';
import type { DemoUser } from './world.ts';

export function seedUsers(): DemoUser[] {
  return [
    {
      id: DEMO.users.akari,
      username: 'akari',
      global_name: 'Akari',
      discriminator: '0',
      avatar: '5f1d8c0e9b2a4c6d8e0f1a2b3c4d5e6f',
      banner: null,
      accent_color: 16751052,
      bot: false,
      email: 'akari@hoshi.example',
      locale: 'ja',
    },
    {
      id: DEMO.users.mika,
      username: 'mika',
      global_name: 'Mika',
      discriminator: '0',
      avatar: null,
      banner: null,
      accent_color: null,
      bot: false,
      email: 'mika@hoshi.example',
      locale: 'en-US',
    },
    {
      id: DEMO.users.sora,
      username: 'sora.night',
      global_name: 'Sora',
      discriminator: '0',
      avatar: '0a9b8c7d6e5f40312233445566778899',
      banner: null,
      accent_color: null,
      bot: false,
      email: 'sora@hoshi.example',
      locale: 'en-US',
    },
    {
      id: DEMO.botUserId,
      username: 'Hoshi',
      global_name: null,
      // Bot accounts keep the four-digit discriminator.
      discriminator: '5201',
      avatar: '7e3c1a9f5b2d4e6a8c0b1d3f5a7c9e1b',
      banner: null,
      accent_color: null,
      bot: true,
      email: null,
      locale: 'en-US',
    },
  ];
}
