import { useState } from 'react';
export const use = useState;
