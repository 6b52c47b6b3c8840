// Zoetrope
