// Script
