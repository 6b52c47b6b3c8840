// Media
