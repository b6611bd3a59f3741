import Validation
print("todo")
